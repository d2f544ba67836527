import { fireEvent, render, screen } from '@testing-library/react';
import { OutlinedTextField } from '../outlined-text-field';

describe('OutlinedTextField', () => {
  it('names the input by its label and describes it by its helper text', () => {
    render(
      <OutlinedTextField label="E-mail" value="" onChange={() => undefined} helperText="Needed" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('Needed');
    expect(input.closest('.MuiTextField-root')).not.toBeNull();
  });

  it('marks a required field in its label and an invalid one for assistive technology', () => {
    render(
      <OutlinedTextField
        label="Password"
        type="password"
        value=""
        onChange={() => undefined}
        required
        error
        helperText="Too short"
      />,
    );
    const input = screen.getByLabelText(/^Password/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'password');
    // The label shows the asterisk, and so does the gap it cuts in the outline.
    expect(document.querySelector('label .MuiFormLabel-asterisk')).not.toBeNull();
    expect(document.querySelector('legend')).toHaveTextContent('Password *');
  });

  it('passes the attributes of the input itself and reports typing', () => {
    const onChange = jest.fn();
    render(
      <OutlinedTextField
        label="Code"
        value=""
        onChange={onChange}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    fireEvent.change(input, { target: { value: '123' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leaves the description out when there is no helper text', () => {
    render(<OutlinedTextField label="Name" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
  });
});
