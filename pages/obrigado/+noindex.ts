// https://vike.dev/meta — a page reached only after sending a form is no page for search results.
export default true
