import './landing.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle, DEFAULT_PAGE_TITLE } from '@repair-shop/web/page-title';
import { runtimeConfig } from '@repair-shop/web/runtime-config';
import { getAdminToken, getStoredUser, getToken } from '@repair-shop/web/session';
import { ContactDialog } from './ContactDialog/ContactDialog';
import { PricingSection } from './PricingSection/PricingSection';

const FEATURES = [
  {
    title: 'Regjistrim i zgjuar',
    text: 'Regjistroni çdo pajisje me klientin, IMEI-n, kodin dhe problemin në pak sekonda.',
  },
  {
    title: 'Sistemi i gjurmimit me QR',
    text: 'Etiketa me kod QR për çdo punë: gjeni pajisjen menjëherë dhe informoni klientin.',
  },
  {
    title: 'Analitika me AI',
    text: 'Shihni si ecën biznesi, kush janë klientët kryesorë dhe sa punë kryen secili punëtor.',
  },
];

/** Where a visitor who is already signed in goes back to: the shop's dashboard, or the administrator's panel. */
function signedInPanel(): { path: string; label: string } | null {
  if (getToken() && getStoredUser()) return { path: '/dashboard', label: 'Vazhdo te paneli' };
  if (getAdminToken()) return { path: '/admin-panel', label: 'Vazhdo te paneli i administratorit' };
  return null;
}

/** The public landing page. It uses no Mantine so that it loads fast (see the size budget). */
export function LandingPage() {
  useDocumentTitle(DEFAULT_PAGE_TITLE);
  const [buying, setBuying] = useState<string | null>(null);
  // Someone already signed in is offered the way back to their panel rather than the login.
  const [signedIn] = useState(() => signedInPanel());
  const scrollToPricing = () => document.getElementById('cmimet')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <div className="landing">
      <header className="landing-header">
        <Link to="/" className="landing-logo">
          Servisi
        </Link>
        <nav className="landing-nav" aria-label="Navigimi kryesor">
          {signedIn ? (
            <Link to={signedIn.path} className="landing-button landing-button-primary">
              {signedIn.label}
            </Link>
          ) : (
            <>
              <Link to="/admin-login" className="landing-button landing-button-subtle">
                Admin
              </Link>
              <Link to="/login" className="landing-button">
                Hyr
              </Link>
              <Link to="/register" className="landing-button landing-button-primary">
                Fillo tani
              </Link>
            </>
          )}
        </nav>
      </header>

      <main>
        <section className="landing-hero">
          <h1>Menaxhoni servisin tuaj të telefonave pa letra</h1>
          <p className="landing-lead">
            Punët, klientët, punëtorët, etiketat me QR dhe faturat në një vend, për servise në Kosovë, Shqipëri dhe
            Maqedoni të Veriut.
          </p>
          <div className="landing-hero-actions">
            <button type="button" className="landing-button" onClick={scrollToPricing}>
              Shiko çmimet
            </button>
            <Link to="/register" className="landing-button landing-button-primary">
              Demo falas 30 ditë
            </Link>
          </div>
        </section>

        <section className="landing-section" aria-label="Veçoritë">
          <div className="landing-features">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="landing-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <PricingSection onBuy={setBuying} />
      </main>

      <footer className="landing-footer">
        <p>© {new Date().getFullYear()} Servisi. Të gjitha të drejtat e rezervuara.</p>
        <p>
          Kontakt: <a href={`mailto:${runtimeConfig().contact.email}`}>{runtimeConfig().contact.email}</a>
        </p>
      </footer>

      <ContactDialog planName={buying} onClose={() => setBuying(null)} />
    </div>
  );
}
