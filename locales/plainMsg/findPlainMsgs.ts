import ts from 'typescript'
import type { PlainMessage } from './plainMsg'

export type PlainMsgCall = { start: number; end: number; line: number; column: number; fields: PlainMessage }

const stringOf = (node: ts.Expression) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined)

/** Every `plainMsg({ message, context?, comment? })` call of a file; a call whose fields are not plain strings is an error. */
export function findPlainMsgs(fileName: string, code: string): PlainMsgCall[] {
  if (!code.includes('plainMsg(')) return []
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const calls: PlainMsgCall[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'plainMsg') {
      const [argument] = node.arguments
      const fields: Record<string, string> = {}
      if (argument && ts.isObjectLiteralExpression(argument)) {
        for (const property of argument.properties) {
          const value = ts.isPropertyAssignment(property) ? stringOf(property.initializer) : undefined
          if (value === undefined || !ts.isIdentifier(property.name!))
            throw new Error(`${fileName}: plainMsg takes plain strings only (${property.getText(source)})`)
          fields[property.name.text] = value
        }
      }
      if (typeof fields.message !== 'string') throw new Error(`${fileName}: plainMsg needs a message (${node.getText(source)})`)
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
      calls.push({ start: node.getStart(source), end: node.end, line: line + 1, column: character, fields: fields as PlainMessage })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}
