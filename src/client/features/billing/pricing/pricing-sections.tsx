import { Link } from 'wouter';
import { FaqList } from '@client/components/ui/faq-list';
import { pricingQuestions, WHY_UPGRADE } from './pricing-content';
import { IconBadge } from '@client/components/ui/icon-badge';

export function WhyUpgradeSection() {
  return (
    <section aria-labelledby="why-upgrade-heading" className="grid gap-6">
      <h2 id="why-upgrade-heading" className="text-2xl font-bold tracking-tight text-ink">
        Why upgrade?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_UPGRADE.map(({ title, body, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-5">
            <IconBadge icon={Icon} />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The pricing questions, as the shared FAQ disclosures. */
export function PricingFaq({ monthlySessions }: { monthlySessions: number }) {
  return (
    <section aria-labelledby="pricing-faq-heading" className="grid gap-6">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold tracking-tight text-ink">
        Frequently asked questions
      </h2>
      <FaqList
        items={pricingQuestions(monthlySessions).map(({ question, answer, link }) => ({
          question,
          answer: (
            <>
              <p>{answer}</p>
              {link ? (
                <p>
                  <Link
                    href={link.href}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </p>
              ) : null}
            </>
          ),
        }))}
      />
    </section>
  );
}
