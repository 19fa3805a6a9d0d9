/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import SectionSelect from '../../src/components/SectionDropdown/SectionSelect';
import {PRODUCTS} from '../../src/products';

function renderSelect(currentPath: string | undefined) {
  const onNavigate = jest.fn();
  render(<SectionSelect currentPath={currentPath} onNavigate={onNavigate} />);
  return {select: screen.getByRole('combobox', {name: 'Section'}) as HTMLSelectElement, onNavigate};
}

describe('Section dropdown', () => {
  it('is labelled Section and lists Home then every product', () => {
    const {select} = renderSelect('/');
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Home', ...PRODUCTS.map((p) => p.name)]);
    expect(select).toHaveDisplayValue('Home');
  });

  it('shows the current section', () => {
    expect(renderSelect('/flight-deck/').select).toHaveDisplayValue('Flight Deck');
  });

  it('offers a neutral entry on pages outside every section', () => {
    const {select} = renderSelect(undefined);
    expect(select).toHaveDisplayValue('Choose a section');
    expect(select.options[0].disabled).toBe(true);
  });

  it('navigates to the chosen section root', () => {
    const {select, onNavigate} = renderSelect('/');
    fireEvent.change(select, {target: {value: '/jet/'}});
    expect(onNavigate).toHaveBeenCalledWith('/jet/');
  });

  it('lets the keyboard move through the closed select and go on Enter', () => {
    const {select, onNavigate} = renderSelect('/');
    fireEvent.keyDown(select, {key: 'ArrowDown'});
    fireEvent.change(select, {target: {value: '/media-shuttle/'}});
    fireEvent.keyDown(select, {key: 'ArrowDown'});
    fireEvent.change(select, {target: {value: '/jet/'}});
    expect(onNavigate).not.toHaveBeenCalled();
    expect(select).toHaveDisplayValue('Jet');
    fireEvent.keyDown(select, {key: 'Enter'});
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/jet/');
  });

  it('drops a choice browsed but not confirmed when focus leaves', () => {
    const {select, onNavigate} = renderSelect('/jet/');
    fireEvent.keyDown(select, {key: 'ArrowDown'});
    fireEvent.change(select, {target: {value: '/flight-deck/'}});
    fireEvent.blur(select);
    expect(select).toHaveDisplayValue('Jet');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('does nothing when the current section is chosen again', () => {
    const {select, onNavigate} = renderSelect('/jet/');
    fireEvent.keyDown(select, {key: 'Enter'});
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
