/** Placeholder until this section lands; replaced by its owner. */
export function ProfileSection() {
  return <p>Not available yet.</p>;
}
