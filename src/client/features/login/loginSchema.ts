import * as yup from 'yup';

export interface LoginValues {
  emailAddress: string;
  password: string;
}

export const initialLoginValues: LoginValues = { emailAddress: '', password: '' };

export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  emailAddress: yup.string().trim().required('Email is required').email('Enter a valid email address'),
  password: yup.string().required('Password is required'),
});
