import ts from 'typescript';

const fromLibrary = (symbol: ts.Symbol | undefined): boolean =>
  symbol?.declarations?.some((declaration) => /[\\/]node_modules[\\/]/.test(declaration.getSourceFile().fileName)) ?? false;

/**
 * A member a mapped type makes readonly (`ConsentChoice`, a `Readonly<Record<…>>` over
 * the purposes) has no declaration to read the modifier from; the checker keeps it in
 * the symbol's check flags (`CheckFlags.Readonly`), which its public API does not type.
 * Should that ever move, the recorded bus contract's test fails (its `readonly` is gone).
 */
const mappedReadonlyFlag = 8;

function isMappedReadonly(symbol: ts.Symbol): boolean {
  const links: unknown = Reflect.get(symbol, 'links');
  const flags: unknown = typeof links === 'object' && links !== null ? Reflect.get(links, 'checkFlags') : undefined;
  return typeof flags === 'number' && (flags & mappedReadonlyFlag) !== 0;
}

const isReadonly = (symbol: ts.Symbol): boolean =>
  symbol.declarations === undefined
    ? isMappedReadonly(symbol)
    : symbol.declarations.some((declaration) => (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly) !== 0);

/**
 * A type spelled out structurally, so a contract pins the shape and not a name: a
 * property added deep inside `ConsentRecord` changes the description of every event
 * that carries it. Library types (React's) stay named; their shape is not ours to pin.
 */
export function describeType(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  const named = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const inner = (member: ts.Type) => describeType(checker, member, depth + 1);
  if (depth <= 8 && checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return `${named().startsWith('readonly ') ? 'readonly ' : ''}Array<${element ? inner(element) : 'unknown'}>`;
  }
  // A promise is the library's, what it resolves to is ours: `inspect()` pins its Inspection.
  if (depth <= 8 && type.getSymbol()?.name === 'Promise' && fromLibrary(type.getSymbol())) {
    const [value] = checker.getTypeArguments(type as ts.TypeReference);
    return `Promise<${value ? inner(value) : 'unknown'}>`;
  }
  if (depth > 8 || fromLibrary(type.aliasSymbol ?? type.getSymbol())) return named();
  if (type.isUnion()) return [...new Set(type.types.map(inner))].sort().join(' | ');
  if (type.isIntersection()) return type.types.map(inner).sort().join(' & ');
  const calls = type.getCallSignatures();
  if (calls.length > 0) {
    return calls
      .map((signature) => {
        // Types only: renaming or destructuring a parameter changes nothing for the caller.
        const parameters = signature.parameters.map((parameter) => inner(checker.getTypeOfSymbol(parameter)));
        return `(${parameters.join(', ')}) => ${inner(signature.getReturnType())}`;
      })
      .join(' & ');
  }
  if ((type.flags & ts.TypeFlags.Object) === 0) return named();
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 ? '?' : '';
    return `${isReadonly(property) ? 'readonly ' : ''}${property.name}${optional}: ${inner(checker.getTypeOfSymbol(property))}`;
  });
  const indexes = checker
    .getIndexInfosOfType(type)
    .map((info) => `${info.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(info.keyType)}]: ${inner(info.type)}`);
  const all = [...indexes, ...members.sort()];
  return all.length === 0 ? named() : `{ ${all.join('; ')} }`;
}
