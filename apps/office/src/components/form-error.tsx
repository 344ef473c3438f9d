/** A refusal of the whole form (not of one field), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return (
    <p className="form-error" role="alert">
      {message ?? ''}
    </p>
  );
}
