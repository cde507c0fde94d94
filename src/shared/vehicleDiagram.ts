import type { DamageView } from './inspections';

/*
 * The drawings of a vehicle that damages are marked on, as SVG path data: the driver's page draws them in an <svg>,
 * the bill of lading with pdfkit's `path()`, so a mark at (x, y), fractions of the drawing, lands on the same spot.
 */

export interface VehicleDrawing {
  width: number;
  height: number;
  /** The body's outline first, then the details (windows, wheels, lights). */
  paths: readonly string[];
}

const top: VehicleDrawing = {
  width: 200,
  height: 100,
  paths: [
    // Body seen from above, front to the left.
    'M30 18 C12 20 6 34 6 50 C6 66 12 80 30 82 L166 84 C186 84 194 70 194 50 C194 30 186 16 166 16 Z',
    // Windshield, roof, rear window.
    'M58 24 L74 28 L74 72 L58 76 C50 66 50 34 58 24 Z',
    'M76 28 L138 28 L138 72 L76 72 Z',
    'M140 28 L154 24 C160 34 160 66 154 76 L140 72 Z',
    // Mirrors.
    'M62 18 L66 10 L72 10 L70 18 Z',
    'M62 82 L66 90 L72 90 L70 82 Z',
  ],
};

const side: VehicleDrawing = {
  width: 200,
  height: 100,
  paths: [
    // Body seen from the driver's side, front to the left.
    'M8 70 L8 56 C8 50 14 48 22 46 L52 40 L76 20 C80 17 86 16 92 16 L138 16 C146 16 152 20 158 28 L170 42 L186 46 C192 48 194 54 194 60 L194 70 Z',
    // Windows.
    'M60 40 L80 22 L110 22 L110 40 Z',
    'M114 22 L138 22 C144 22 148 26 152 32 L158 40 L114 40 Z',
    // Wheels.
    'M32 70 A16 16 0 1 1 64 70 A16 16 0 1 1 32 70 Z',
    'M140 70 A16 16 0 1 1 172 70 A16 16 0 1 1 140 70 Z',
    // Door line.
    'M112 22 L112 66',
  ],
};

export const VEHICLE_DRAWINGS: Record<DamageView, VehicleDrawing> = { top, side };

export const damageViewNames: Record<DamageView, string> = { top: 'Top view', side: 'Side view' };
