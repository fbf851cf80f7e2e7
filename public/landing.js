// The few interactive parts of the server-rendered landing page (see src/web/app/prerender.tsx),
// so the page needs no app code: the theme toggle and the menu on narrow screens.
// Keep in step with src/web/features/theme/lib/theme-store.ts (storage key, classes).
(function () {
  var THEME_KEY = 'flightdeck-theme';
  var root = document.documentElement;

  function labelToggles() {
    var next = root.classList.contains('dark') ? 'light' : 'dark';
    document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
      button.setAttribute('aria-label', 'Switch to ' + next + ' theme');
      button.setAttribute('title', 'Switch to ' + next + ' theme');
    });
  }

  document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
    button.addEventListener('click', function () {
      var theme = root.classList.contains('dark') ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_KEY, theme);
      } catch (e) {}
      root.classList.toggle('dark', theme === 'dark');
      root.style.colorScheme = theme;
      labelToggles();
    });
  });
  labelToggles();

  document.querySelectorAll('[data-menu-open]').forEach(function (trigger) {
    var menu = document.getElementById(trigger.getAttribute('data-menu-open'));
    if (!menu || typeof menu.showModal !== 'function') return;
    var close = function () {
      if (menu.open) menu.close();
    };
    trigger.addEventListener('click', function () {
      menu.showModal();
      // Focus the panel, not the search box: on phones a focused field pops up the keyboard.
      menu.focus();
    });
    menu.addEventListener('close', function () {
      trigger.focus();
    });
    // A click on the backdrop (outside the panel) closes the menu, as does choosing a link.
    menu.addEventListener('click', function (event) {
      if (event.target === menu) {
        var box = menu.getBoundingClientRect();
        var inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) close();
      }
      if (event.target.closest && (event.target.closest('[data-menu-close]') || event.target.closest('a'))) close();
    });
    menu.querySelectorAll('form').forEach(function (form) {
      form.addEventListener('submit', close);
    });
    // The trigger disappears on wide screens; a menu left open there would be unreachable.
    window.matchMedia('(min-width: 48rem)').addEventListener('change', function (event) {
      if (event.matches) close();
    });
  });

  // An empty search goes nowhere, as in the app.
  document.querySelectorAll('form[role="search"]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      var input = form.querySelector('input[name="q"]');
      if (!input || !input.value.trim()) event.preventDefault();
    });
  });
})();
