/** The demo copy of the seed: services, projects, banners, organization and about-us of the firm. */
import type { MonthName } from '@kasar/validators';

export interface DemoFeature {
  title: string;
  description: string;
}

export interface DemoProject {
  title: string;
  location: string;
  clientName: string;
  startMonth: MonthName;
  startYear: number;
  /** Both undefined: the project is ongoing. */
  endMonth?: MonthName;
  endYear?: number;
  builtupAreaSqft: number;
  scopeOfWork: string;
  /** How many gallery images it has (2 to 4), in assets/projects. */
  images: number;
}

export interface DemoService {
  name: string;
  headline: string;
  description: string;
  features: DemoFeature[];
  offerings: string[];
  projectsCompleted: number;
  satisfiedClients: number;
  onTimeDelivery: number;
  projects: DemoProject[];
}

export interface DemoBanner {
  headline: string;
  tagline: string;
}

export const DEMO_SERVICES: DemoService[] = [
  {
    name: 'Residential Construction',
    headline:
      'Custom homes, villas and residential communities built with structural integrity, premium finishes and a schedule you can plan your life around.',
    description:
      'From a single family bungalow to a gated community of two hundred apartments, we manage every stage of residential construction under one contract. Our architects, engineers and site teams work from approved drawings, certified materials and a transparent weekly progress report, so you always know where your home stands. Every home is handed over with a structural warranty and a complete set of as-built documents.',
    features: [
      {
        title: 'Design-Build Delivery',
        description:
          'A single team takes your home from architectural concept and structural design through approvals, construction and handover.',
      },
      {
        title: 'Earthquake-Resistant Structures',
        description:
          'Every RCC frame is designed to the IS 1893 seismic code and checked by a licensed structural engineer before work starts.',
      },
      {
        title: 'Certified Materials',
        description:
          'Cement, steel and waterproofing come from approved manufacturers with a mill test certificate for every batch.',
      },
      {
        title: 'Transparent Costing',
        description:
          'Itemised bills of quantities and milestone-based payments mean there are no surprises at the end of the project.',
      },
      {
        title: 'Ten-Year Structural Warranty',
        description:
          'We stand behind the frame, foundations and waterproofing of every home we build for a full decade.',
      },
    ],
    offerings: [
      'Independent houses and bungalows',
      'Luxury villas and farmhouses',
      'Apartment buildings and gated communities',
      'Interior fit-out and modular kitchens',
      'Landscaping, driveways and boundary walls',
    ],
    projectsCompleted: 180,
    satisfiedClients: 98,
    onTimeDelivery: 96,
    projects: [
      {
        title: 'Aranya Villas, Phase II',
        location: 'Lonavala, Maharashtra',
        clientName: 'Aranya Developers Pvt. Ltd.',
        startMonth: 'March',
        startYear: 2021,
        endMonth: 'August',
        endYear: 2023,
        builtupAreaSqft: 86500,
        scopeOfWork:
          'Construction of 24 independent three- and four-bedroom villas on a sloping six-acre site, including RCC frame structures, stone retaining walls and rainwater harvesting. The work also covered internal roads, landscaped common areas and a clubhouse with a lap pool.',
        images: 3,
      },
      {
        title: 'Shivneri Heights Residential Towers',
        location: 'Pune, Maharashtra',
        clientName: 'Shivneri Co-operative Housing Society',
        startMonth: 'June',
        startYear: 2023,
        builtupAreaSqft: 312000,
        scopeOfWork:
          'Two 18-storey residential towers with 264 apartments, a three-level podium car park and a landscaped amenity deck. The work includes aluminium formwork for the typical floors, post-tensioned podium slabs and complete mechanical, electrical and plumbing services.',
        images: 4,
      },
      {
        title: 'Kulkarni Residence',
        location: 'Nashik, Maharashtra',
        clientName: 'Dr. Anand Kulkarni',
        startMonth: 'January',
        startYear: 2024,
        endMonth: 'November',
        endYear: 2024,
        builtupAreaSqft: 5200,
        scopeOfWork:
          'A contemporary four-bedroom family home with a cantilevered upper floor, a double-height living room and a solar-powered roof. We delivered the structure, facade glazing, interiors and landscaping under a single design-build contract.',
        images: 2,
      },
    ],
  },
  {
    name: 'Commercial Projects',
    headline:
      'Office towers, retail centres and hospitality buildings delivered on time, within budget and ready for business from the day of handover.',
    description:
      'We build commercial spaces that work as hard as the businesses inside them. Our project managers run structure, facade, building services and fit-out in parallel, taking months off conventional schedules without compromising safety or quality. Clients receive a fully commissioned building with its occupancy certificate and facility management documents.',
    features: [
      {
        title: 'Fast-Track Scheduling',
        description:
          'Overlapping design, procurement and construction stages shorten delivery without cutting corners.',
      },
      {
        title: 'Facade and Glazing Expertise',
        description:
          'Unitised curtain walls, aluminium cladding and high-performance glass are installed by our in-house facade team.',
      },
      {
        title: 'Integrated MEP Coordination',
        description:
          'Air conditioning, electrical, plumbing and fire systems are clash-checked in a 3D model before they reach site.',
      },
      {
        title: 'Green Building Compliance',
        description:
          'We build to IGBC and LEED requirements, from energy modelling to the documentation needed for certification.',
      },
    ],
    offerings: [
      'Corporate offices and IT parks',
      'Shopping centres and retail showrooms',
      'Hotels and serviced apartments',
      'Hospitals and healthcare facilities',
      'Schools and institutional buildings',
    ],
    projectsCompleted: 120,
    satisfiedClients: 97,
    onTimeDelivery: 95,
    projects: [
      {
        title: 'Orion Business Park, Tower B',
        location: 'Hinjewadi, Pune',
        clientName: 'Orion Realty LLP',
        startMonth: 'April',
        startYear: 2019,
        endMonth: 'December',
        endYear: 2021,
        builtupAreaSqft: 420000,
        scopeOfWork:
          'A 14-storey Grade A office tower with a unitised glass curtain wall, three basement levels and a rooftop cafeteria. The building achieved IGBC Gold pre-certification and was handed over fully commissioned for tenant fit-out.',
        images: 3,
      },
      {
        title: 'Skyline Galleria Mall',
        location: 'Nagpur, Maharashtra',
        clientName: 'Skyline Retail Ventures Pvt. Ltd.',
        startMonth: 'February',
        startYear: 2024,
        builtupAreaSqft: 565000,
        scopeOfWork:
          'A four-level shopping centre with a multiplex, a food court and 180 retail units above a two-level basement car park. Our scope includes the structural steel atrium roof, skylights, escalators and the complete fire protection system.',
        images: 3,
      },
      {
        title: 'Hotel Sahyadri Grand',
        location: 'Kolhapur, Maharashtra',
        clientName: 'Sahyadri Hospitality Pvt. Ltd.',
        startMonth: 'September',
        startYear: 2018,
        endMonth: 'May',
        endYear: 2020,
        builtupAreaSqft: 148000,
        scopeOfWork:
          'A 120-room business hotel with a banquet hall, an all-day restaurant and a rooftop pool. We delivered the civil structure, facade, interiors and commercial kitchen services in twenty months.',
        images: 2,
      },
      {
        title: 'Marina Gate Corporate Offices',
        location: 'Dubai, United Arab Emirates',
        clientName: 'Marina Gate Holdings LLC',
        startMonth: 'October',
        startYear: 2022,
        endMonth: 'July',
        endYear: 2024,
        builtupAreaSqft: 96000,
        scopeOfWork:
          'Shell-and-core completion and Category A fit-out of eight office floors for a regional headquarters. The work covered raised access floors, chilled-beam air conditioning, meeting suites and a reception atrium finished in natural stone.',
        images: 2,
      },
    ],
  },
  {
    name: 'Renovation & Remodeling',
    headline:
      'Give ageing homes, offices and heritage buildings a second life with structural repairs, modern services and interiors that respect the original character.',
    description:
      'Renovation demands more care than new construction: hidden defects, occupied premises and old drawings that rarely match what was built. We begin every project with a condition survey and non-destructive testing, then phase the work so families and businesses can keep using their spaces. The result is a safer, more efficient building with a long life ahead of it.',
    features: [
      {
        title: 'Structural Audit and Testing',
        description:
          'Rebound hammer, ultrasonic pulse velocity and core tests reveal the true condition of the concrete before any work begins.',
      },
      {
        title: 'Phased Work in Occupied Buildings',
        description:
          'Dust screens, night shifts and careful sequencing keep residents and tenants safe and comfortable throughout.',
      },
      {
        title: 'Waterproofing and Leak Repair',
        description:
          'Terraces, basements and wet areas are treated with membrane and crystalline systems backed by a written guarantee.',
      },
      {
        title: 'Heritage Conservation',
        description:
          'Lime plaster, stone repair and restored timber joinery preserve the craftsmanship of older buildings.',
      },
      {
        title: 'Modern Services Upgrade',
        description:
          'Old wiring, plumbing and drainage are replaced with code-compliant, energy-efficient systems.',
      },
    ],
    offerings: [
      'Structural repair and retrofitting',
      'Facade restoration and repainting',
      'Kitchen and bathroom remodeling',
      'Terrace and basement waterproofing',
      'Office and retail refurbishment',
      'Heritage building conservation',
    ],
    projectsCompleted: 240,
    satisfiedClients: 99,
    onTimeDelivery: 94,
    projects: [
      {
        title: 'Deccan Heritage Bungalow Restoration',
        location: 'Deccan Gymkhana, Pune',
        clientName: 'Deshpande Family Trust',
        startMonth: 'July',
        startYear: 2022,
        endMonth: 'June',
        endYear: 2023,
        builtupAreaSqft: 7800,
        scopeOfWork:
          'Conservation of a 1920s stone bungalow, including lime plaster repairs, a rebuilt Mangalore-tile roof and restored teak windows and doors. Concealed wiring, new plumbing and a modern kitchen were added without altering the historic character of the house.',
        images: 3,
      },
      {
        title: 'Sea Breeze Housing Society Structural Retrofit',
        location: 'Bandra West, Mumbai',
        clientName: 'Sea Breeze Co-operative Housing Society Ltd.',
        startMonth: 'November',
        startYear: 2024,
        builtupAreaSqft: 64000,
        scopeOfWork:
          'Structural strengthening of a 40-year-old seven-storey building with column jacketing, carbon-fibre wrapping of beams and corrosion treatment of exposed reinforcement. The facade is being replastered and repainted while all 56 families continue to live in their homes.',
        images: 4,
      },
      {
        title: 'Horizon Technologies Office Refurbishment',
        location: 'Whitefield, Bengaluru',
        clientName: 'Horizon Technologies India Pvt. Ltd.',
        startMonth: 'January',
        startYear: 2023,
        endMonth: 'April',
        endYear: 2023,
        builtupAreaSqft: 42000,
        scopeOfWork:
          'Complete refurbishment of two office floors into an open-plan workplace with collaboration zones, a training centre and a staff cafeteria. The work was carried out in weekend phases so the client never lost a working day.',
        images: 2,
      },
    ],
  },
  {
    name: 'Infrastructure Development',
    headline:
      'Bridges, roads, flyovers and urban utilities engineered for heavy loads, long service lives and the communities that depend on them every day.',
    description:
      'Our infrastructure division builds the public works that connect towns, industries and people. We bring in-house survey, geotechnical and quality-control teams, a fleet of modern equipment and a safety record recognised by government clients. Every structure is built to IRC and MoRTH specifications and documented for decades of maintenance.',
    features: [
      {
        title: 'Bridge and Flyover Construction',
        description:
          'Pile foundations, precast girders and segmental decks are built with certified launching equipment.',
      },
      {
        title: 'Road and Highway Works',
        description:
          'Earthwork, bituminous and rigid concrete pavements are laid to MoRTH specifications with sensor-controlled pavers.',
      },
      {
        title: 'In-House Quality Laboratory',
        description:
          'A site laboratory tests soil, aggregates, concrete and bitumen every day and shares the results with the client.',
      },
      {
        title: 'Traffic and Safety Management',
        description:
          'Diversion plans, barricading and trained marshals keep public roads open and safe during construction.',
      },
    ],
    offerings: [
      'Bridges and river crossings',
      'Flyovers and grade separators',
      'State highways and urban roads',
      'Stormwater drains and culverts',
      'Water supply and sewerage networks',
    ],
    projectsCompleted: 65,
    satisfiedClients: 96,
    onTimeDelivery: 93,
    projects: [
      {
        title: 'Indrayani River Bridge',
        location: 'Alandi, Pune District',
        clientName: 'Public Works Department, Government of Maharashtra',
        startMonth: 'May',
        startYear: 2017,
        endMonth: 'March',
        endYear: 2020,
        builtupAreaSqft: 92000,
        scopeOfWork:
          'A 420-metre four-lane bridge on bored cast-in-situ piles with a cable-stayed main span over the river. The contract included approach embankments, river training works and street lighting on both banks.',
        images: 3,
      },
      {
        title: 'Nashik Phata Grade Separator',
        location: 'Pimpri-Chinchwad, Maharashtra',
        clientName: 'Pimpri Chinchwad Municipal Corporation',
        startMonth: 'January',
        startYear: 2024,
        builtupAreaSqft: 168000,
        scopeOfWork:
          'A 1.6-kilometre elevated six-lane flyover built from precast segments launched with an overhead gantry. Traffic on the highway below stays open throughout, with service roads, drainage and utility shifting completed in stages.',
        images: 4,
      },
      {
        title: 'Satara MIDC Internal Roads and Drainage',
        location: 'Satara, Maharashtra',
        clientName: 'Maharashtra Industrial Development Corporation',
        startMonth: 'October',
        startYear: 2020,
        endMonth: 'September',
        endYear: 2021,
        builtupAreaSqft: 540000,
        scopeOfWork:
          'Twelve kilometres of rigid concrete roads for an industrial estate, with stormwater drains, box culverts and underground ducts for power and communication cables. The pavement was laid with a slipform paver and cured under a monitored regime.',
        images: 2,
      },
    ],
  },
  {
    name: 'Industrial Construction',
    headline:
      'Factories, warehouses and process plants built for heavy machinery, demanding production schedules and the strict safety standards of modern industry.',
    description:
      'We design and build industrial facilities around the process they house, from machine foundations and crane gantries to clean rooms and effluent treatment. Pre-engineered steel structures and precast elements let us enclose large floor areas quickly, so equipment installation can start early. Our safety management system has delivered more than two million safe working hours on industrial sites.',
    features: [
      {
        title: 'Pre-Engineered Steel Buildings',
        description:
          'Long-span portal frames are designed, fabricated and erected in-house for fast, column-free floor space.',
      },
      {
        title: 'Heavy Machine Foundations',
        description:
          'Vibration-isolated foundations are built to the tolerances specified by the equipment manufacturer.',
      },
      {
        title: 'Industrial Flooring',
        description:
          'Laser-screeded concrete floors with high flatness and abrasion resistance carry racking and forklift traffic.',
      },
      {
        title: 'Statutory Approvals',
        description:
          'We prepare factory licence, fire safety and pollution control board submissions on your behalf.',
      },
      {
        title: 'Zero-Harm Safety Culture',
        description:
          'Permit-to-work systems, daily toolbox talks and a full-time safety officer are standard on every site.',
      },
    ],
    offerings: [
      'Factories and manufacturing plants',
      'Warehouses and logistics parks',
      'Cold storage and food processing units',
      'Pharmaceutical and clean-room facilities',
      'Effluent and water treatment plants',
    ],
    projectsCompleted: 95,
    satisfiedClients: 98,
    onTimeDelivery: 97,
    projects: [
      {
        title: 'Precision Forge Auto Components Plant',
        location: 'Chakan MIDC, Pune',
        clientName: 'Precision Forge Industries Ltd.',
        startMonth: 'August',
        startYear: 2020,
        endMonth: 'October',
        endYear: 2021,
        builtupAreaSqft: 210000,
        scopeOfWork:
          'A pre-engineered steel manufacturing plant with 25-tonne overhead crane gantries, isolated press foundations and a laser-screeded production floor. The project also delivered an administration block, a canteen and an effluent treatment plant.',
        images: 3,
      },
      {
        title: 'Gulf Crest Logistics Warehouse',
        location: 'Jebel Ali, Dubai',
        clientName: 'Gulf Crest Logistics FZE',
        startMonth: 'March',
        startYear: 2025,
        builtupAreaSqft: 340000,
        scopeOfWork:
          'A temperature-controlled distribution warehouse with 42 loading docks, very-narrow-aisle racking and a mezzanine office floor. The scope covers the steel superstructure, insulated roof and wall panels, sprinkler protection and the truck yard.',
        images: 3,
      },
      {
        title: 'Medicare Formulations Oral Solid Dosage Unit',
        location: 'Sinnar MIDC, Nashik',
        clientName: 'Medicare Formulations Pvt. Ltd.',
        startMonth: 'June',
        startYear: 2019,
        endMonth: 'September',
        endYear: 2020,
        builtupAreaSqft: 118000,
        scopeOfWork:
          'A pharmaceutical manufacturing block built to WHO-GMP standards with clean-room partitions, epoxy flooring and a dedicated utilities building. We coordinated the air handling, purified water and compressed air systems through to validation.',
        images: 2,
      },
    ],
  },
];

export const DEMO_BANNERS: DemoBanner[] = [
  {
    headline: 'Building Landmarks That Stand the Test of Time',
    tagline:
      'Twenty-five years of residential, commercial and infrastructure construction across India and the Gulf.',
  },
  {
    headline: 'Engineering Excellence From Foundation to Finish',
    tagline: 'One accountable team for design, approvals, construction and handover.',
  },
  {
    headline: 'Homes Built Around the Way You Live',
    tagline: 'Transparent costing, certified materials and every key handed over on schedule.',
  },
];

export const DEMO_ORGANIZATION = {
  email: 'info@kasarfoundation.com',
  mobile: '+91 98765 43210',
  address: 'Kasar House, 2nd Floor, Plot 14, Baner Road, Baner, Pune, Maharashtra 411045',
  mapLink: 'https://www.google.com/maps?q=Baner+Road%2C+Baner%2C+Pune%2C+Maharashtra+411045',
  facebookLink: 'https://www.facebook.com/kasarfoundation',
  instagramLink: 'https://www.instagram.com/kasarfoundation',
  linkedinLink: 'https://www.linkedin.com/company/kasar-foundation',
  youtubeLink: 'https://www.youtube.com/@kasarfoundation',
  whatsappLink: 'https://wa.me/919876543210',
};

export const DEMO_ABOUT_US = {
  founderName: 'Rajendra Kasar',
  founderPosition: 'Founder & Managing Director',
  founderDescription: [
    'Rajendra Kasar founded Kasar Foundation in 2000 with a small team of site engineers and a simple promise: build every structure as if our own families would live or work in it. A civil engineer by training, he spent the early years of his career supervising bridges and industrial plants across Maharashtra before starting the firm.',
    'Under his leadership the firm has grown into a multidisciplinary practice of architects, structural engineers and project managers, delivering more than 500 homes, commercial buildings, industrial facilities and public works. He remains closely involved in every major project, walking sites each week and personally reviewing critical designs.',
    'Rajendra believes that good construction rests on trust: honest estimates, certified materials, safe sites and clear communication from the first meeting to the final handover. That philosophy continues to guide Kasar Foundation as it builds the next generation of landmarks for its clients and their communities.',
  ].join('\n\n'),
  stats: [
    { statName: 'Projects Completed', value: '500' },
    { statName: 'Happy Clients', value: '500' },
    { statName: 'Years of Experience', value: '25' },
    { statName: 'Awards Won', value: '50' },
  ],
};
