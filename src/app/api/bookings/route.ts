import { handleLeadPost } from '@/server/http/lead-endpoint';
import { createBooking } from '@/server/leads/create-booking';

export function POST(request: Request) {
  return handleLeadPost(request, 'booking', createBooking);
}
