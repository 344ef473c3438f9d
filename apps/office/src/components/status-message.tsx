/** What an action did ('Medewerker opgeslagen.'), announced politely; empty until there is something to say. */
export function StatusMessage({ message }: { message?: string | null }) {
  return (
    <p className="status-message" role="status">
      {message ?? ''}
    </p>
  );
}
