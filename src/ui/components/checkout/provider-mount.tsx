import { useEffect, useRef } from 'react';

/**
 * A provider's frame (card drop-in or pay form) mounted into a box of ours, again whenever `mountKey`
 * changes (a new payment session or a rebuilt payment step), and unmounted when the box goes.
 */
export function ProviderMount({
  mountKey,
  mount,
  label,
  className,
}: {
  mountKey: string;
  mount: (target: HTMLElement) => Promise<() => void>;
  label: string;
  className: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const mountRef = useRef(mount);
  mountRef.current = mount;
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let unmount: (() => void) | null = null;
    let gone = false;
    void mountRef.current(target).then((stop) => {
      if (gone) stop();
      else unmount = stop;
    });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [mountKey]);
  return <div ref={box} className={className} role="group" aria-label={label} data-testid={className} />;
}
