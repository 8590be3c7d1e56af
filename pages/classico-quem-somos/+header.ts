// https://vike.dev/meta — the classic pages keep the standard header.
export default 'standard'
