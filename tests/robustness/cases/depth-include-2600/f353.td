include "f354.td"
