include "f946.td"
