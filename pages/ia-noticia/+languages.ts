// A custom setting (renderer/+config.ts, https://vike.dev/meta): IA Notícia is Portuguese only.
import { portugueseOnly } from '../../data/pageLanguages'

export default portugueseOnly
