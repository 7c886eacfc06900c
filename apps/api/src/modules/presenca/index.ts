/** The attendance module's public surface: nothing outside uses it yet (the web reads its API). */
export {};
