/** Shown while a page's code loads; plain markup, since Mantine may not be loaded yet. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Duke u ngarkuar" style={{ padding: '4rem', textAlign: 'center', color: '#555' }}>
      Duke u ngarkuar…
    </div>
  );
}
