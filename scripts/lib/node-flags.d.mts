export function serverNodeFlags(): string[];
