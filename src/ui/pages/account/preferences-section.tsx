/** Placeholder until this section lands; replaced by its owner. */
export function PreferencesSection() {
  return <p>Not available yet.</p>;
}
