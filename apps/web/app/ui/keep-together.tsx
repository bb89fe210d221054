/**
 * A sentence in which one part stays on one line: an order number ("BB-26-000009") never breaks at its
 * hyphens, while the words around it wrap as usual. The text copies as it reads (no special hyphens).
 */
export function KeepTogether({ text, part }: { text: string; part: string }) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
