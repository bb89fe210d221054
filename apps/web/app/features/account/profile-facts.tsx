/** A profile shown as label/value pairs. */
export function ProfileFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="profile-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="profile-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
