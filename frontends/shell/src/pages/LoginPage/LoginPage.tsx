export default function LoginPage() { return <div>Login</div>; }
