/** The pages the budgets of ARCHITECTURE section 5 are measured on. */
export const benchPages = ['/', '/services/ai-development', '/references/kiekje', '/software-for/kmu', '/contact'] as const;
