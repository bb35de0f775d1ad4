/** A headline whose last word is set in the brand colour. */
export function HighlightedHeadline({ text }: { text: string }) {
  const words = text.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return (
    <>
      {words.length > 0 ? `${words.join(' ')} ` : null}
      <span className="text-brand-400">{last}</span>
    </>
  );
}
