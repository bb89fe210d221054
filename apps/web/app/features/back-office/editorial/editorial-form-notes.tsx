import { Link } from 'react-router';

/**
 * What an editorial form's refusal says besides its message, inside the form's alert: the refusals that name
 * no field (no language written at all), and, when someone changed the item meanwhile, the link that shows
 * their version (what was typed here stays in the form until then).
 */
export function RefusalDetails({
  messages,
  reload,
}: {
  messages: readonly string[];
  reload?: { to: string; label: string };
}) {
  return (
    <>
      {reload ? (
        <p>
          <Link to={reload.to} reloadDocument>
            {reload.label}
          </Link>
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
