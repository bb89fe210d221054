import ts from 'typescript';

/**
 * The check behind the rule of navigation.ts: in a test body, the first `page.goto` / `gotoInteractive`
 * is the journey's first page; every further one needs a `// first page`, `// email link` or
 * `// typed address` comment on its line or the line above. A call outside a test body (in a helper) is
 * refused, so that no journey hides a jump behind a function.
 */
const MARKER = /\/\/\s*(first page|email link|typed address)\b/;

function isNavigation(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'gotoInteractive';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'goto';
}

/** `test(…)`, `test.only(…)` and the like, whose callback is a test's body (not `test.describe`, `test.step`). */
function isTestCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'test';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'test' &&
    ['only', 'skip', 'fixme', 'fail'].includes(callee.name.text)
  );
}

/** What breaks the rule in one file, as "file:line why". */
export function navigationProblems(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lines = source.split('\n');
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
  const problems: string[] = [];

  const marked = (call: ts.CallExpression) => {
    let statement: ts.Node = call;
    while (statement.parent && !ts.isBlock(statement.parent) && !ts.isSourceFile(statement.parent)) {
      statement = statement.parent;
    }
    const first = lineOf(statement);
    return [first - 1, first, lineOf(call)].some((line) => MARKER.test(lines[line] ?? ''));
  };

  const visit = (node: ts.Node, inTest: { calls: number } | null) => {
    if (isTestCall(node)) {
      const body = node.arguments.find((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument));
      for (const argument of node.arguments) if (argument !== body) visit(argument, inTest);
      if (body) visit(body, { calls: 0 });
      return;
    }
    if (isNavigation(node)) {
      const where = `${file}:${lineOf(node) + 1}`;
      if (!inTest) problems.push(`${where} navigates outside a test body (a helper should click instead)`);
      else {
        inTest.calls += 1;
        if (inTest.calls > 1 && !marked(node)) {
          problems.push(`${where} opens a further page by address without // first page, email link or typed address`);
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, inTest));
  };
  visit(sourceFile, null);
  return problems;
}
