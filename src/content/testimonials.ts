/** What customers told us, grouped by the page that shows them (spec §3: quote, name, rating). */
export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials = {
  quotation: [
    {
      quote:
        'The quote listed every item from the survey, the truck size and the GST on its own line. The final bill matched it to the rupee.',
      name: 'Ananya Mishra',
      place: 'Bhubaneswar to Pune',
      rating: 5,
    },
    {
      quote:
        'I asked three companies. MoveEase was the only one that came to see the flat before quoting, and the only one with no surprises on moving day.',
      name: 'Rahul Verma',
      place: 'Within Hyderabad',
      rating: 5,
    },
    {
      quote:
        'Their quote was not the cheapest on paper, but it included packing material and the lift charges the others added later. Easy choice.',
      name: 'Farhan Qureshi',
      place: 'Mumbai to Bangalore',
      rating: 5,
    },
  ],
  budget: [
    {
      quote:
        'The Basic Move was exactly enough for our 1BHK. Two hours to load, everything unpacked into the right rooms by evening.',
      name: 'Sneha Patnaik',
      place: 'Within Bhubaneswar',
      rating: 5,
    },
    {
      quote:
        'We packed the books and clothes ourselves with their boxes and let the crew do the kitchen and furniture. It saved us a good amount.',
      name: 'Vikram Nair',
      place: 'Chennai to Bangalore',
      rating: 5,
    },
    {
      quote:
        'Moving on a Tuesday in the middle of the month was their tip. Same crew, same truck, a lower price than the weekend slot.',
      name: 'Pooja Agarwal',
      place: 'Within Jaipur',
      rating: 4,
    },
  ],
  car: [
    {
      quote:
        'My car reached Delhi from Bhubaneswar in six days without a scratch. They sent photos at loading and I could check on it every day.',
      name: 'Amit Das',
      place: 'Bhubaneswar to Delhi',
      rating: 5,
    },
    {
      quote:
        'Closed carrier, proper straps and a condition report signed at both ends. The driver even called an hour before delivery.',
      name: 'Kavya Reddy',
      place: 'Hyderabad to Pune',
      rating: 5,
    },
  ],
} as const satisfies Record<string, readonly Testimonial[]>;
