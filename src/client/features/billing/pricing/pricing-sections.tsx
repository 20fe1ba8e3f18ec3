import { Link } from 'wouter';
import { FaqList } from '@client/components/ui/faq-list';
import { pricingQuestions, WHY_UPGRADE } from './pricing-content';
import { IconCardList } from '@client/components/ui/icon-card-list';

export function WhyUpgradeSection() {
  return (
    <section aria-labelledby="why-upgrade-heading" className="grid gap-6">
      <h2 id="why-upgrade-heading" className="text-2xl font-bold tracking-tight text-ink">
        Why upgrade?
      </h2>
      <IconCardList cards={WHY_UPGRADE} className="lg:grid-cols-4" />
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
