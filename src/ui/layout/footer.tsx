import { BRAND_NAMES } from '../brand';
import { NewsletterForm } from '../components/newsletter-form';
import { Link } from '../router';
import { useServices } from '../services';

export function Footer() {
  const { site } = useServices();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="newsletter-heading" className="site-footer__newsletter">
          <h2 id="newsletter-heading">Projects, deals and new parts, once a fortnight</h2>
          <NewsletterForm />
        </section>
        <nav aria-label="Help" className="site-footer__links">
          <Link href="/store-finder">Find a store</Link>
          <Link href="/makerhub">Makerhub</Link>
          <Link href="/contact-us">Contact us</Link>
          <Link href="#chat">Chat with us</Link>
        </nav>
        <p className="site-footer__legal">
          © {BRAND_NAMES[site.brand]} · Prices in {site.currency} include GST.
        </p>
      </div>
    </footer>
  );
}
