// Text of the seed manuals (ASCII inside the PDFs; the Chinese title lives in the file name).
import type { PdfPage } from "../../seed/lib/pdf.ts";

export interface ManualSpec {
  logicalName: string;
  title: string;
  pages: PdfPage[];
}

const EXAMPLE_NOTE = "This manual is example content shipped with the website seed data. Product and company names are fictional.";

export const MANUALS: ManualSpec[] = [
  {
    logicalName: "manuals/EICAD-User-Manual.pdf",
    title: "EICAD Road and Interchange Design - User Manual (v5.2)",
    pages: [
      {
        heading: "1 Getting started",
        paragraphs: [
          EXAMPLE_NOTE,
          "EICAD covers the complete design chain of a highway or urban road: terrain model, horizontal alignment, vertical profile, cross-sections, earthwork, interchange ramps and drawing output. Every stage reads from one project database, so a change made in the alignment flows through to profiles, sections and quantities without redrawing.",
          "Create a project with File > New Project, choose the design standard (JTG D20 highway or CJJ 37 urban road), the design speed and the coordinate system. The project folder holds the terrain model, the alignment files (*.jd), profile files (*.zdm) and section templates.",
          "Import survey data from total-station or GNSS point files, contour DWG files or a DEM grid. The terrain module builds a triangulated surface, removes spikes and shows contour lines at the interval you set.",
        ],
      },
      {
        heading: "2 Horizontal alignment",
        paragraphs: [
          "Lay out the alignment by intersection points (IP method) or by elements (line, spiral, arc). For each IP enter the radius and the entry and exit spiral lengths; EICAD checks minimum radius, spiral length and the length of straights against the selected design speed and marks violations in red.",
          "Stationing starts at the chainage you enter (for example K0+000) and is recomputed after every edit. Use Alignment > Station Equation to handle broken chains where a new section joins an existing road.",
          "Superelevation and widening are computed from the curve table according to the standard. The superelevation diagram can be edited graphically; the transition method (around centre line or inner edge) is set per curve.",
        ],
      },
      {
        heading: "3 Vertical profile and cross-sections",
        paragraphs: [
          "The profile window shows the ground line sampled from the terrain model along the alignment. Place grade points (PVI) with the mouse or by table; vertical curve lengths are proposed from the K value of the design speed and can be overridden.",
          "Cross-section templates define lanes, shoulders, medians, side slopes and ditches. Templates can change by station range; cut and fill slopes follow the soil and rock layers defined in the geology table.",
          "Earthwork volumes are computed by the average-end-area method between sections and can be exported to the mass-haul diagram and to Excel quantity sheets.",
        ],
      },
      {
        heading: "4 Interchanges and output",
        paragraphs: [
          "The interchange module designs ramps as independent alignments tied to the main line by nose points. Use Ramp > Connect to generate the merge and diverge geometry; terminal widths and taper lengths follow the standard tables.",
          "Drawings (plan, profile, sections, quantity tables) are generated in batch into DWG sheets using the sheet layout you choose. The 3D model can be exported to Report3D for presentation and to IFC for BIM collaboration platforms.",
          "Support: see the update log on the website for changes in each version, or contact the hotline listed on the website.",
        ],
      },
    ],
  },
  {
    logicalName: "manuals/AIRoad-Quick-Start-Guide.pdf",
    title: "AIRoad Rapid Road Scheme Design - Quick Start Guide (v3.1)",
    pages: [
      {
        heading: "1 What AIRoad does",
        paragraphs: [
          EXAMPLE_NOTE,
          "AIRoad produces road scheme alternatives in the early design stage. From a terrain model, control points and constraints (protected areas, villages, existing roads) it proposes alignments, profiles and earthwork estimates within minutes, so the team can compare several corridors before detailed design starts.",
          "Typical scheme work that takes days of manual layout is reduced to hours: users report efficiency gains of 8 to 10 times in scheme design.",
        ],
      },
      {
        heading: "2 Five steps to a first scheme",
        paragraphs: [
          "Step 1 - Load terrain: open a DEM or contour file, or download a terrain tile set for the project area.",
          "Step 2 - Set control points: start and end points, mandatory points such as bridge sites or tunnel portals, and areas to avoid.",
          "Step 3 - Choose the standard: road class, design speed and the limits for radius, grade and slope length.",
          "Step 4 - Generate: AIRoad searches corridors and fits alignments and profiles; each scheme shows length, maximum grade, earthwork balance, bridge and tunnel ratio and a cost index.",
          "Step 5 - Compare and export: pick schemes side by side, then export the chosen one to EICAD for detailed design without re-entering any data.",
        ],
      },
      {
        heading: "3 Tips",
        paragraphs: [
          "Use a coarser terrain grid for corridor search and a finer one for the final scheme. Lock the alignment segments you are satisfied with before regenerating the rest.",
          "Scheme reports (PDF and Excel) include the plan sketch, the profile sketch and the key indicators for design review meetings.",
        ],
      },
    ],
  },
  {
    logicalName: "manuals/智能建造平台操作手册.pdf",
    title: "Intelligent Construction Platform - Operation Manual (v2.4)",
    pages: [
      {
        heading: "1 Platform overview",
        paragraphs: [
          EXAMPLE_NOTE,
          "The intelligent construction platform connects the owner, the supervisor and contractors of a project on one BIM-based collaboration platform. It includes the digital construction management platform, the smart construction site platform and the prefabrication (smart factory) platform.",
          "Log in with the account issued by the project administrator. The home page shows progress against plan, open quality and safety issues, and alerts from site sensors.",
        ],
      },
      {
        heading: "2 Progress, quality and safety",
        paragraphs: [
          "Progress: the BIM model is split into work packages linked to the schedule. Site staff report completed quantities from the mobile app; the model colours each element by status (not started, in progress, completed, accepted).",
          "Quality: inspection records, test reports and acceptance forms are attached to model elements. A failed inspection opens a rectification task with a deadline and a responsible person.",
          "Safety: hazard reports with photos, daily toolbox talks, and alerts from tower-crane, deep-excavation and high-formwork monitoring arrive in one list with escalation rules.",
        ],
      },
      {
        heading: "3 Smart site devices",
        paragraphs: [
          "Supported devices include gate and attendance terminals, video cameras, dust and noise monitors, tower crane monitors and concrete temperature sensors. Register each device under Site > Devices with its serial number and location.",
          "Thresholds are set per device type. When a reading exceeds a threshold the platform notifies the responsible person by app message and keeps the record for audit.",
        ],
      },
      {
        heading: "4 Precast components",
        paragraphs: [
          "Each precast component (box girder, T-beam, segment, pipe culvert) receives a QR tag when its record is created. Casting, curing, inspection, storage, transport and installation are scanned at each step, so every component can be traced from the yard to its position in the model.",
          "Yard managers see pedestal occupancy, the casting plan and stock in the storage area, and can schedule transport against the installation plan.",
        ],
      },
    ],
  },
  {
    logicalName: "manuals/Report3D-User-Guide.pdf",
    title: "Report3D - 3D Design Report User Guide (v1.8)",
    pages: [
      {
        heading: "1 Purpose",
        paragraphs: [
          EXAMPLE_NOTE,
          "Report3D turns a road design into a 3D scene for design reviews and public presentations: terrain, the road body, bridges, tunnels, interchanges and roadside features in one model that runs on an ordinary laptop.",
          "Import the design from EICAD (*.e3d) or from IFC. Imagery and elevation tiles are draped automatically; bridges and tunnels are generated from their design parameters.",
        ],
      },
      {
        heading: "2 Presenting a design",
        paragraphs: [
          "Create viewpoints for key locations (interchanges, bridge sites, tunnel portals) and a drive-through path along the alignment at the design speed. Annotations show station, grade and radius at the current position.",
          "Export a video for reports, or a self-contained package that reviewers open without installing Report3D. For driving simulation and safety evaluation, open the same scene in VRRoad.",
        ],
      },
    ],
  },
];
