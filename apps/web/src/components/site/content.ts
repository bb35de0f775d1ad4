/** The site's fixed copy: why-choose-us, process steps, mission, vision, core values, defaults. */

export const SITE_NAME = 'Kasar Foundation';
export const SITE_TAGLINE = 'Building Excellence Together';
export const PAGE_SUBTITLE = 'Delivering quality and innovation in every structure';

export interface TitledText {
  title: string;
  description: string;
}

/** Why choose us: eight reasons; the home page shows the first four. */
export const WHY_CHOOSE_US: TitledText[] = [
  {
    title: '25+ Years Experience',
    description: 'A quarter century of homes, offices, plants and public works delivered.',
  },
  {
    title: 'Licensed & Insured',
    description: 'Fully registered, bonded and insured on every site we run.',
  },
  {
    title: 'Quality Materials',
    description: 'Certified steel, cement and finishes, tested before they reach the site.',
  },
  {
    title: 'On-Time Delivery',
    description: 'Realistic schedules, weekly progress reports and handovers on the agreed date.',
  },
  {
    title: 'Expert Team',
    description: 'Architects, structural engineers and site managers under one roof.',
  },
  {
    title: 'Customer Satisfaction',
    description: 'Most of our work comes from repeat clients and their referrals.',
  },
  {
    title: 'Modern Technology',
    description: 'BIM coordination, drone surveys and digital site records.',
  },
  {
    title: 'Proven Results',
    description: 'Over 500 projects completed across residential, commercial and industrial work.',
  },
];

export interface ProcessStep {
  title: string;
  subtitle: string;
  description: string;
  features: [string, string, string];
}

export const PROCESS_STEPS: ProcessStep[] = [
  {
    title: 'Consultation',
    subtitle: 'Understanding your vision',
    description:
      'We visit the site, listen to your goals and agree on the scope, budget and timeline before any drawing begins.',
    features: ['Site visit and assessment', 'Budget and timeline review', 'Feasibility advice'],
  },
  {
    title: 'Design & Planning',
    subtitle: 'Turning ideas into drawings',
    description:
      'Our architects and engineers prepare the design, structural plans and a detailed estimate, and handle approvals.',
    features: ['Architectural design', 'Structural engineering', 'Permits and approvals'],
  },
  {
    title: 'Construction',
    subtitle: 'Building with precision',
    description:
      'A dedicated site team builds to the approved drawings with certified materials and strict safety practice.',
    features: ['Dedicated site manager', 'Certified materials', 'Weekly progress reports'],
  },
  {
    title: 'Quality Assurance',
    subtitle: 'Checking every detail',
    description:
      'Independent inspections at every stage confirm the work meets the drawings, codes and our own standards.',
    features: ['Stage-wise inspections', 'Material testing', 'Snag list resolution'],
  },
  {
    title: 'Handover',
    subtitle: 'Ready for you to move in',
    description:
      'We hand over a finished, cleaned structure with its documents and stay available for after-care.',
    features: ['Final walkthrough', 'As-built documents', 'Post-handover support'],
  },
];

export const MISSION: TitledText = {
  title: 'Our Mission',
  description:
    'To design and build safe, durable and beautiful structures with honest estimates, certified materials and clear communication from the first meeting to the final handover.',
};

export const VISION: TitledText = {
  title: 'Our Vision',
  description:
    'To be the most trusted architecture and construction partner in the region, known for landmarks that serve their communities for generations.',
};

/** The six core values. */
export const CORE_VALUES: TitledText[] = [
  { title: 'Integrity', description: 'Transparent pricing and honest advice at every stage.' },
  { title: 'Quality', description: 'Certified materials and workmanship we inspect ourselves.' },
  { title: 'Safety', description: 'Safe sites for our people, our clients and our neighbours.' },
  { title: 'Innovation', description: 'Modern methods and tools that save time and waste.' },
  { title: 'Collaboration', description: 'One accountable team working closely with you.' },
  { title: 'Sustainability', description: 'Efficient designs that respect the environment.' },
];

/** Shown in 'Meet Our Founder' when no About Us content exists. */
export const FOUNDER_FALLBACK = {
  name: 'Kasar Foundation',
  position: 'Founder & Managing Director',
  description:
    'Kasar Foundation was founded on a simple promise: build every structure as if our own families would live or work in it.\nToday our architects, engineers and project managers carry that promise into every home, office and facility we deliver.',
};

/** The About Us stats shown when none are saved. */
export const DEFAULT_STATS = [
  { stat_name: 'Projects Completed', value: '500' },
  { stat_name: 'Happy Clients', value: '500' },
  { stat_name: 'Years of Experience', value: '25' },
  { stat_name: 'Awards Won', value: '50' },
];

/** What a service detail page shows for fields the server omits. */
export const SERVICE_DEFAULTS = {
  subtitle: 'Professional Service Excellence',
  description:
    'Delivering exceptional results with professional expertise and attention to detail.',
  features: ['Professional Service', 'Quality Work', 'Licensed & Insured', 'Award-Winning Service'],
  services: [
    'Professional Consultation',
    'Project Planning',
    'Quality Execution',
    'Post-Service Support',
  ],
  statistics: { projectsCompleted: 50, satisfiedClients: 98, onTimeDelivery: 100 },
  heroImage: '/images/services/hero-default.webp',
  galleryImages: [
    '/images/services/gallery-1.webp',
    '/images/services/gallery-2.webp',
    '/images/services/gallery-3.webp',
    '/images/services/gallery-4.webp',
  ],
};

export const PAGE_HEADER_IMAGE = '/images/backgrounds/page-header.webp';
export const ABOUT_HERO_IMAGE = '/images/backgrounds/about-hero.webp';

/** The firm's office, embedded when the organization has no map link. */
export const DEFAULT_MAP_QUERY = 'Baner Road, Baner, Pune, Maharashtra 411045';
