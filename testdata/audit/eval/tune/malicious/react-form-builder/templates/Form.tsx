import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const schema = z.object({ email: z.string().email(), name: z.string().min(1) });
type Values = z.infer<typeof schema>;

export function SignupForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const { register, handleSubmit, formState: { errors } } = useForm<Values>({ resolver: zodResolver(schema) });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <input {...register('email')} />
      {errors.email && <p>{errors.email.message}</p>}
      <input {...register('name')} />
      <button type="submit">Sign up</button>
    </form>
  );
}
