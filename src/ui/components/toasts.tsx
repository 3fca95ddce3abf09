import { DRAWERS, type DrawerName } from '../../domain/drawers';
import type { Toast, ToastsState } from '../../domain/toasts';
import { Link } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import './toasts.css';

const selectToasts = (state: ToastsState) => state.toasts;
const isDrawer = (target: string): target is DrawerName => (DRAWERS as readonly string[]).includes(target);

function ToastItem({ toast }: { toast: Toast }) {
  const services = useServices();
  const close = () => services.toasts.close(toast.id);
  const action = toast.action;
  return (
    <li className={`toast toast--${toast.type}`} data-testid={`toast-${toast.id}`}>
      <p className="toast__message">{toast.message}</p>
      {action &&
        (isDrawer(action.target) ? (
          // A drawer is not a place to go: "Show" opens it where the shopper is.
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              services.drawers.open(action.target as DrawerName);
              close();
            }}
          >
            {action.label}
          </button>
        ) : (
          <Link href={action.target} className="toast__action" onClick={close}>
            {action.label}
          </Link>
        ))}
      {toast.closable && (
        <button type="button" className="toast__close" onClick={close} aria-label={`Dismiss: ${toast.message}`}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

/**
 * Spec §2 Toast notifications, keyed by id (showing an id again replaces it in place). Confirmations are
 * announced politely; errors assertively. Both regions stay in the page so screen readers follow them.
 */
export function Toasts() {
  const services = useServices();
  const toasts = useProjection(services.views.toasts, selectToasts);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <div className="toasts">
      <ul className="toasts__list" aria-live="assertive" aria-relevant="additions text" aria-label="Errors">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
      <ul className="toasts__list" aria-live="polite" aria-relevant="additions text" aria-label="Notifications">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
