import { passwordStrength } from '@shared/accounts/password-strength.js';
import { cn } from '../../lib/cn';

const barColors = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-blue-500', 'bg-green-600'];
const textColors = ['text-red-700', 'text-red-700', 'text-amber-700', 'text-blue-700', 'text-green-700'];

/** Four bars and a Weak/Fair/Good/Strong label for the password being typed; nothing while empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-2">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1.5"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 rounded-full', step <= score ? barColors[score] : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className={cn('mt-1.5 text-xs font-medium', textColors[score])}>Password strength: {label}</p>
    </div>
  );
}
