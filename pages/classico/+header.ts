// https://vike.dev/meta — the classic pages keep the spec's standard header.
export default 'standard'
