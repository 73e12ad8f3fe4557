export default function BusinessRegisterPage() { return <div>BusinessRegister</div>; }
