/** Metadata and extra words of the /services catalogue page (the grid's texts are in services.ts). */
export const servicesPage = {
  metaTitle: 'Our Services',
  description:
    'Packing and moving, home and office shifting, car and bike transport, storage, insurance and loading: 11 relocation services across India.',
} as const;
