import { machineEntries } from './fieldRules'
import { formSchemas, type FormKind } from './formKinds'

/** The fields a visitor fills in a form, in the form's order, read from its schema: a new field shows up here at once. */
export function visitorFields(kind: FormKind): string[] {
  const schema = formSchemas[kind]
  const object = 'pipe' in schema ? schema.pipe[0] : schema
  return Object.keys(object.entries).filter((field) => !(field in machineEntries))
}
