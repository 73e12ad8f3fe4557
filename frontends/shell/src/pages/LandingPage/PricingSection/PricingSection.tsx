import { PLANS, PLAN_FEATURES } from '../plans';

interface Props {
  onBuy: (planName: string) => void;
}

export function PricingSection({ onBuy }: Props) {
  return (
    <section id="cmimet" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Çmimet</h2>
      <p className="landing-lead">Të gjitha paketat kanë të njëjtat veçori. Zgjidhni sa kohë doni të paguani.</p>
      <div className="landing-plans">
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            className={`landing-plan${plan.best ? ' landing-plan-best' : ''}`}
            aria-label={`Paketa ${plan.name}`}
          >
            {plan.best && <span className="landing-ribbon">Më e mira</span>}
            <h3>{plan.name}</h3>
            <p className="landing-price">
              {plan.price} <small>{plan.period}</small>
            </p>
            {plan.perMonth && <p className="landing-per-month">{plan.perMonth}</p>}
            <ul>
              {PLAN_FEATURES.map((feature) => (
                <li key={feature}>✓ {feature}</li>
              ))}
            </ul>
            <button type="button" className="landing-button landing-button-primary" onClick={() => onBuy(plan.name)}>
              Bli tani
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}
