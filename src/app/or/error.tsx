'use client';

export { default } from '@/app/(marketing)/error';
