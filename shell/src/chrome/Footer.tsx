import { Link } from '../routing/navigation';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { PRODUCT, PRODUCT_NAME } from '../config';
import { footerLinks } from './menuLinks';

export const Footer = observer(function Footer() {
  return (
    <footer className="sh-footer">
      <nav aria-label="Footer">
        {footerLinks(session.country, PRODUCT).map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
      <p>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
});
