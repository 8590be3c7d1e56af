// A custom setting (renderer/+config.ts): the classic home page presents Tecto itself, like the home page.
export { default } from '../index/+structuredData'
