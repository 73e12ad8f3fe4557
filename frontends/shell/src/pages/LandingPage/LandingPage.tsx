export function LandingPage() { return <div>Landing</div>; }
