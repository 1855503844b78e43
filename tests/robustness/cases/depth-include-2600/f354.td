include "f355.td"
