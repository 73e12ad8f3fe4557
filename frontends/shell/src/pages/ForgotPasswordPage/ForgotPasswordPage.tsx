export default function ForgotPasswordPage() { return <div>ForgotPassword</div>; }
