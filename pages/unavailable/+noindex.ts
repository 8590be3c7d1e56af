// https://vike.dev/meta — an error page is no page for search results.
export default true
