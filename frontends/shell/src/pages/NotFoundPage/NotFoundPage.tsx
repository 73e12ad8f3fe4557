export default function NotFoundPage() { return <div>NotFound</div>; }
